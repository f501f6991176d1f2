// Geometry shaders: stream-out to two streams, cube-map layers by instancing, wireframe edges, shadow volumes.
cbuffer GS : register(b0) { float4x4 FaceVP[6]; float4 LightPos; float LineWidth; float3 pad_; float2 Viewport; float2 pad2_; };
struct GIn { float4 pos : SV_Position; float3 wpos : WORLDPOS; float2 uv : TEXCOORD0; };
struct GOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint layer : SV_RenderTargetArrayIndex; };
struct SO0 { float4 pos : POSITION; float3 nrm : NORMAL; };
struct SO1 { float area : AREA; uint prim : PRIMID; };

[maxvertexcount(18)]
void GSCubeLoop(triangle GIn tri[3], inout TriangleStream<GOut> s)
{
    [unroll] for (uint f = 0; f < 6; f++)
    {
        [unroll] for (int v = 0; v < 3; v++)
        {
            GOut o;
            o.pos = mul(float4(tri[v].wpos, 1), FaceVP[f]);
            o.uv = tri[v].uv;
            o.layer = f;
            s.Append(o);
        }
        s.RestartStrip();
    }
}

[instance(6)] [maxvertexcount(3)]
void GSCubeInstanced(triangle GIn tri[3], uint f : SV_GSInstanceID, inout TriangleStream<GOut> s)
{
    float4 p[3];
    [unroll] for (int v = 0; v < 3; v++) p[v] = mul(float4(tri[v].wpos, 1), FaceVP[f]);
    [branch] if (all(p[0].xy > p[0].w) && all(p[1].xy > p[1].w) && all(p[2].xy > p[2].w)) return;
    [unroll] for (int w = 0; w < 3; w++) { GOut o; o.pos = p[w]; o.uv = tri[w].uv; o.layer = f; s.Append(o); }
}

[maxvertexcount(3)]
void GSStreams(triangle GIn tri[3], uint pid : SV_PrimitiveID, inout PointStream<SO0> s0, inout PointStream<SO1> s1)
{
    float3 e0 = tri[1].wpos - tri[0].wpos, e1 = tri[2].wpos - tri[0].wpos;
    float3 n = cross(e0, e1);
    [unroll] for (int v = 0; v < 2; v++) { SO0 o; o.pos = tri[v].pos; o.nrm = normalize(n); s0.Append(o); }
    SO1 q; q.area = length(n) * 0.5; q.prim = pid;
    s1.Append(q);
}

struct WOut { float4 pos : SV_Position; noperspective float3 dist : EDGEDIST; };
[maxvertexcount(3)]
void GSWire(triangle GIn tri[3], inout TriangleStream<WOut> s)
{
    float2 p0 = Viewport * tri[0].pos.xy / tri[0].pos.w, p1 = Viewport * tri[1].pos.xy / tri[1].pos.w, p2 = Viewport * tri[2].pos.xy / tri[2].pos.w;
    float2 v0 = p2 - p1, v1 = p2 - p0, v2 = p1 - p0;
    float area = abs(v1.x * v2.y - v1.y * v2.x);
    WOut o;
    o.pos = tri[0].pos; o.dist = float3(area / length(v0), 0, 0); s.Append(o);
    o.pos = tri[1].pos; o.dist = float3(0, area / length(v1), 0); s.Append(o);
    o.pos = tri[2].pos; o.dist = float3(0, 0, area / length(v2)); s.Append(o);
}

[maxvertexcount(6)]
void GSLinesToQuads(line GIn l[2], inout TriangleStream<GIn> s)
{
    float2 d = normalize(l[1].pos.xy / l[1].pos.w - l[0].pos.xy / l[0].pos.w);
    float2 n = float2(-d.y, d.x) * LineWidth / Viewport;
    GIn o;
    [unroll] for (int k = 0; k < 4; k++)
    {
        GIn src = l[k >> 1];
        o = src;
        o.pos.xy += n * ((k & 1) ? -src.pos.w : src.pos.w);
        s.Append(o);
    }
}

[maxvertexcount(18)]
void GSShadowVolume(triangleadj GIn t[6], inout TriangleStream<GIn> s)
{
    float3 n = cross(t[2].wpos - t[0].wpos, t[4].wpos - t[0].wpos);
    if (dot(n, LightPos.xyz - t[0].wpos) <= 0) return;
    [loop] for (uint e = 0; e < 6; e += 2)
    {
        float3 a = t[e].wpos, b = t[(e + 2) % 6].wpos, adj = t[e + 1].wpos;
        float3 na = cross(adj - a, b - a);
        if (dot(na, LightPos.xyz - a) > 0) continue;
        GIn o = t[e];
        s.Append(o);
        o.pos = mul(float4(a - LightPos.xyz, 0), FaceVP[0]); s.Append(o);
        o = t[(e + 2) % 6]; s.Append(o);
        o.pos = mul(float4(b - LightPos.xyz, 0), FaceVP[0]); s.Append(o);
        s.RestartStrip();
    }
}
