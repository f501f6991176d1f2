// Tessellation: distance-adaptive triangle patches (PN triangles), quad patches with displacement, isolines
// for hair strands; patch constant functions with culling.
cbuffer TessCB : register(b0) { float4x4 ViewProj; float3 CamPos; float MaxFactor; float4 Frustum[4]; float Displace; float3 pad_; };
Texture2D<float> HeightMap : register(t0);
SamplerState Lin : register(s0);

struct CP { float3 pos : POSITION; float3 nrm : NORMAL; float2 uv : TEXCOORD0; };
struct PNPatch { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; float3 b210 : B210; float3 b120 : B120;
    float3 b021 : B021; float3 b012 : B012; float3 b102 : B102; float3 b201 : B201; float3 b111 : B111; };

float EdgeFactor(float3 a, float3 b)
{
    float d = distance((a + b) * 0.5, CamPos);
    return clamp(64 / d, 1, MaxFactor);
}

bool Outside(float3 p, float r)
{
    [unroll] for (int k = 0; k < 4; k++) if (dot(float4(p, 1), Frustum[k]) < -r) return true;
    return false;
}

PNPatch PNConstants(InputPatch<CP, 3> ip, uint pid : SV_PrimitiveID)
{
    PNPatch o;
    float3 c = (ip[0].pos + ip[1].pos + ip[2].pos) / 3;
    [branch] if (Outside(c, 2))
    {
        o = (PNPatch)0;
        return o;
    }
    o.edges[0] = EdgeFactor(ip[1].pos, ip[2].pos);
    o.edges[1] = EdgeFactor(ip[2].pos, ip[0].pos);
    o.edges[2] = EdgeFactor(ip[0].pos, ip[1].pos);
    o.inside = (o.edges[0] + o.edges[1] + o.edges[2]) / 3;
    float3 p1 = ip[0].pos, p2 = ip[1].pos, p3 = ip[2].pos, n1 = ip[0].nrm, n2 = ip[1].nrm, n3 = ip[2].nrm;
    o.b210 = (2 * p1 + p2 - dot(p2 - p1, n1) * n1) / 3;
    o.b120 = (2 * p2 + p1 - dot(p1 - p2, n2) * n2) / 3;
    o.b021 = (2 * p2 + p3 - dot(p3 - p2, n2) * n2) / 3;
    o.b012 = (2 * p3 + p2 - dot(p2 - p3, n3) * n3) / 3;
    o.b102 = (2 * p3 + p1 - dot(p1 - p3, n3) * n3) / 3;
    o.b201 = (2 * p1 + p3 - dot(p3 - p1, n1) * n1) / 3;
    float3 e = (o.b210 + o.b120 + o.b021 + o.b012 + o.b102 + o.b201) / 6;
    o.b111 = e + (e - c) * 0.5;
    return o;
}

[domain("tri")] [partitioning("fractional_even")] [outputtopology("triangle_cw")] [outputcontrolpoints(3)]
[patchconstantfunc("PNConstants")] [maxtessfactor(32.0)]
CP HSPN(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

struct DSOut { float4 pos : SV_Position; float3 nrm : NORMAL; float2 uv : TEXCOORD0; };
[domain("tri")]
DSOut DSPN(PNPatch p, float3 b : SV_DomainLocation, const OutputPatch<CP, 3> cp)
{
    float u = b.x, v = b.y, w = b.z;
    float3 pos = cp[0].pos * w * w * w + cp[1].pos * u * u * u + cp[2].pos * v * v * v
        + p.b210 * 3 * w * w * u + p.b120 * 3 * w * u * u + p.b201 * 3 * w * w * v
        + p.b021 * 3 * u * u * v + p.b102 * 3 * w * v * v + p.b012 * 3 * u * v * v + p.b111 * 6 * w * u * v;
    DSOut o;
    o.nrm = normalize(cp[0].nrm * w + cp[1].nrm * u + cp[2].nrm * v);
    o.uv = cp[0].uv * w + cp[1].uv * u + cp[2].uv * v;
    pos += o.nrm * HeightMap.SampleLevel(Lin, o.uv, 0) * Displace;
    o.pos = mul(float4(pos, 1), ViewProj);
    return o;
}

struct QuadPatch { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; };
QuadPatch QuadConstants(InputPatch<CP, 4> ip)
{
    QuadPatch o;
    [unroll] for (uint k = 0; k < 4; k++) o.e[k] = EdgeFactor(ip[k].pos, ip[(k + 3) & 3].pos);
    o.i[0] = max(o.e[1], o.e[3]);
    o.i[1] = max(o.e[0], o.e[2]);
    return o;
}

struct HSQOut { float3 pos : POSITION; float2 uv : TEXCOORD0; };
[domain("quad")] [partitioning("integer")] [outputtopology("triangle_ccw")] [outputcontrolpoints(4)]
[patchconstantfunc("QuadConstants")]
HSQOut HSQuad(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID, uint pid : SV_PrimitiveID)
{
    HSQOut o;
    o.pos = ip[i].pos + ip[i].nrm * (pid & 1) * 0.01;
    o.uv = ip[i].uv;
    return o;
}

[domain("quad")]
DSOut DSQuad(QuadPatch p, float2 uv : SV_DomainLocation, const OutputPatch<HSQOut, 4> cp)
{
    float3 a = lerp(cp[0].pos, cp[1].pos, uv.x), b = lerp(cp[3].pos, cp[2].pos, uv.x);
    float2 ta = lerp(cp[0].uv, cp[1].uv, uv.x), tb = lerp(cp[3].uv, cp[2].uv, uv.x);
    DSOut o;
    o.uv = lerp(ta, tb, uv.y);
    float h = HeightMap.SampleLevel(Lin, o.uv, 0);
    float hx = HeightMap.SampleLevel(Lin, o.uv, 0, int2(1, 0)), hy = HeightMap.SampleLevel(Lin, o.uv, 0, int2(0, 1));
    o.nrm = normalize(float3(h - hx, 1, h - hy));
    o.pos = mul(float4(lerp(a, b, uv.y) + float3(0, h * Displace, 0), 1), ViewProj);
    return o;
}

struct HairPatch { float f[2] : SV_TessFactor; };
HairPatch HairConstants(InputPatch<CP, 4> ip, uint pid : SV_PrimitiveID)
{
    HairPatch o;
    o.f[0] = 8 + (pid & 7);
    o.f[1] = clamp(distance(ip[0].pos, CamPos) < 20 ? 16 : 4, 1, MaxFactor);
    return o;
}
[domain("isoline")] [partitioning("integer")] [outputtopology("line")] [outputcontrolpoints(4)]
[patchconstantfunc("HairConstants")]
CP HSHair(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID) { CP o = ip[i]; o.uv.y = i / 3.0; return o; }

[domain("isoline")]
DSOut DSHair(HairPatch p, float2 t : SV_DomainLocation, const OutputPatch<CP, 4> cp)
{
    float s = t.x, s2 = s * s, s3 = s2 * s;
    float4 basis = float4(-s3 + 3 * s2 - 3 * s + 1, 3 * s3 - 6 * s2 + 4, -3 * s3 + 3 * s2 + 3 * s + 1, s3) / 6;
    float3 pos = cp[0].pos * basis.x + cp[1].pos * basis.y + cp[2].pos * basis.z + cp[3].pos * basis.w;
    pos.x += t.y * 0.02 * p.f[0];
    DSOut o;
    o.pos = mul(float4(pos, 1), ViewProj);
    o.nrm = cp[1].nrm;
    o.uv = float2(s, t.y);
    return o;
}
