// Tessellated terrain (quad patches, fractional_odd, heightmap displacement) and cube-map GS
cbuffer Terrain : register(b0) { float4x4 VP; float3 Eye; float MaxTess; float4 FrustumPlanes[6]; float HeightScale; float2 TexelSize; uint Face; float4x4 FaceVP[6]; };
Texture2D<float> Height : register(t0);
Texture2D<float4> Splat : register(t1);
Texture2DArray<float4> Layers : register(t2);
SamplerState Lin : register(s0);
struct CP { float3 pos : POSITION; float2 uv : TEXCOORD0; float2 bounds : TEXCOORD1; };
struct PC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; float3 center : CENTER; };
struct DSO { float4 pos : SV_Position; float2 uv : TEXCOORD0; float3 n : NORMAL; float3 w : TEXCOORD1; };

CP VSTerrain(CP c) { return c; }

float factor(float3 a, float3 b) { float d = distance((a + b) * 0.5, Eye); return clamp(MaxTess * 32 / d, 1, MaxTess); }
bool culled(float3 c, float r) { [unroll] for (int i = 0; i < 6; i++) if (dot(float4(c, 1), FrustumPlanes[i]) < -r) return true; return false; }

PC PatchConst(InputPatch<CP, 4> p, uint pid : SV_PrimitiveID)
{
    PC o;
    float3 c = (p[0].pos + p[1].pos + p[2].pos + p[3].pos) * 0.25;
    o.center = c;
    if (culled(c, distance(p[0].pos, p[2].pos))) { o.e[0] = o.e[1] = o.e[2] = o.e[3] = 0; o.i[0] = o.i[1] = 0; return o; }
    o.e[0] = factor(p[0].pos, p[3].pos);
    o.e[1] = factor(p[0].pos, p[1].pos);
    o.e[2] = factor(p[1].pos, p[2].pos);
    o.e[3] = factor(p[2].pos, p[3].pos);
    o.i[0] = (o.e[1] + o.e[3]) * 0.5;
    o.i[1] = (o.e[0] + o.e[2]) * 0.5 + (pid & 1);
    return o;
}

[domain("quad")] [partitioning("fractional_odd")] [outputtopology("triangle_ccw")] [outputcontrolpoints(4)]
[patchconstantfunc("PatchConst")] [maxtessfactor(64.0)]
CP HSTerrain(InputPatch<CP, 4> p, uint i : SV_OutputControlPointID) { CP o = p[i]; o.uv += p[(i + 1) % 4].bounds * 1e-3; return o; }

[domain("quad")]
DSO DSTerrain(PC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> p)
{
    DSO o;
    float3 pos = lerp(lerp(p[0].pos, p[1].pos, uv.x), lerp(p[3].pos, p[2].pos, uv.x), uv.y);
    float2 t = lerp(lerp(p[0].uv, p[1].uv, uv.x), lerp(p[3].uv, p[2].uv, uv.x), uv.y);
    float h = Height.SampleLevel(Lin, t, 0);
    float hl = Height.SampleLevel(Lin, t, 0, int2(-1, 0)), hr = Height.SampleLevel(Lin, t, 0, int2(1, 0));
    float hd = Height.SampleLevel(Lin, t, 0, int2(0, -1)), hu = Height.SampleLevel(Lin, t, 0, int2(0, 1));
    pos.y += h * HeightScale;
    o.n = normalize(float3(hl - hr, 2 * TexelSize.x, hd - hu));
    o.w = pos + pc.center * 1e-6;
    o.pos = mul(float4(pos, 1), VP);
    o.uv = t;
    return o;
}

float4 PSTerrain(DSO i) : SV_Target
{
    float4 w = Splat.Sample(Lin, i.uv);
    float4 c = 0;
    [unroll] for (int k = 0; k < 4; k++) c += Layers.Sample(Lin, float3(i.uv * 32, k)) * w[k];
    return c * saturate(dot(i.n, normalize(Eye - i.w)));
}

struct GSO { float4 pos : SV_Position; float3 w : TEXCOORD0; uint slice : SV_RenderTargetArrayIndex; uint vp : SV_ViewportArrayIndex; };
[maxvertexcount(18)]
void GSCube(triangle DSO tri[3], inout TriangleStream<GSO> s)
{
    [unroll] for (uint f = 0; f < 6; f++) {
        GSO o;
        o.slice = f; o.vp = f & 1;
        [unroll] for (int v = 0; v < 3; v++) { o.w = tri[v].w; o.pos = mul(float4(tri[v].w, 1), FaceVP[f]); s.Append(o); }
        s.RestartStrip();
    }
}

[maxvertexcount(3)] [instance(6)]
void GSCubeInst(triangle DSO tri[3], uint inst : SV_GSInstanceID, inout TriangleStream<GSO> s)
{
    GSO o;
    o.slice = inst; o.vp = 0;
    for (int v = 0; v < 3; v++) { o.w = tri[v].w; o.pos = mul(float4(tri[v].w, 1), FaceVP[inst]); s.Append(o); }
}
