// Geometry battery
cbuffer G : register(b0) { float4x4 VP; float4 Camera; uint Layers; };
struct GIn { float4 p : POSITION; float4 c : COLOR; float s : PSIZE; };
struct GOut { float4 p : SV_Position; float4 c : COLOR; uint rt : SV_RenderTargetArrayIndex; uint vp : SV_ViewportArrayIndex; float cd[2] : SV_ClipDistance; };
struct SOut { float4 p : POSITION; float3 v : VEL; };
struct S2 { float2 a : ALPHA; uint b : BETA; };

[maxvertexcount(12)] [instance(24)]
void GSLayers(triangle GIn v[3], uint inst : SV_GSInstanceID, uint prim : SV_PrimitiveID, inout TriangleStream<GOut> s)
{
    [unroll] for (int k = 0; k < 3; k++) {
        GOut o;
        o.p = mul(v[k].p, VP) + inst;
        o.c = v[k].c;
        o.rt = inst % Layers;
        o.vp = prim & 15;
        o.cd[0] = dot(v[k].p, Camera);
        o.cd[1] = -o.cd[0];
        s.Append(o);
    }
    s.RestartStrip();
}

[maxvertexcount(8)]
void GSStreams4(point GIn v[1], inout PointStream<SOut> s0, inout PointStream<S2> s1, inout PointStream<SOut> s2, inout PointStream<GIn> s3)
{
    SOut a; a.p = v[0].p; a.v = v[0].c.xyz;
    s0.Append(a);
    S2 b; b.a = v[0].c.xy; b.b = asuint(v[0].s);
    s1.Append(b); s1.Append(b);
    a.p.y += 1;
    s2.Append(a);
    s3.Append(v[0]);
    s0.RestartStrip();
}

[maxvertexcount(4)]
void GSSprite(point GIn v[1], inout TriangleStream<GOut> s)
{
    static const float2 C[4] = { {-1,-1}, {1,-1}, {-1,1}, {1,1} };
    for (uint k = 0; k < 4; k++) {
        GOut o;
        o.p = mul(v[0].p + float4(C[k] * v[0].s, 0, 0), VP);
        o.c = v[0].c; o.rt = 0; o.vp = k; o.cd[0] = 1; o.cd[1] = C[k].x;
        s.Append(o);
    }
}

[maxvertexcount(6)]
void GSAdjLine(lineadj GIn v[4], inout LineStream<GOut> s)
{
    for (int k = 0; k < 4; k += 1) {
        GOut o = (GOut)0;
        o.p = v[k].p; o.c = v[(k + 1) & 3].c; o.rt = k;
        s.Append(o);
        if (v[k].s > 2) break;
    }
}
